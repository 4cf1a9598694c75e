-- Box scores now count fouls drawn: the cached boxes, which lack them, are computed again from
-- their games' logs on the next season-statistics read.
DELETE FROM "game_box_scores";
