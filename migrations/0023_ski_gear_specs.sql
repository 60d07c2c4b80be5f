-- Ski gear compatibility (issue 17, decision 029): the facts the ski wizard
-- checks skis, bindings and boots against each other with
-- (shared/ski-wizard/compatibility.ts). One row per model with ski wizard data;
-- which columns apply follows the model's ski_wizard_sport and ski_wizard_group:
--   alpine skis:     waist_width_mm (the ski's width under the boot)
--   alpine bindings: brake_width_mm (or per variant below) and the accepted
--                    boot sole norms in ski_binding_sole_norms
--   alpine boots:    sole_norm (ISO 5355 alpine, ISO 9523 touring, GripWalk)
--   nordic skis:     nordic_style; nordic_system is the mounting plate's
--                    system, NULL for a ski without a plate (drilled mounting)
--   nordic bindings and boots: nordic_system and nordic_style
CREATE TABLE ski_gear_specs (
  model_id INTEGER PRIMARY KEY REFERENCES product_models(id) ON DELETE CASCADE,
  waist_width_mm INTEGER CHECK (waist_width_mm BETWEEN 40 AND 200),
  brake_width_mm INTEGER CHECK (brake_width_mm BETWEEN 40 AND 200),
  sole_norm TEXT CHECK (sole_norm IN ('iso5355', 'iso9523', 'gripwalk')),
  nordic_system TEXT CHECK (nordic_system IN ('nnn', 'prolink', 'turnamic', 'sns')),
  nordic_style TEXT CHECK (nordic_style IN ('classic', 'skate', 'both'))
);

-- The boot sole norms an alpine binding accepts (a multi-norm binding has several).
CREATE TABLE ski_binding_sole_norms (
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  sole_norm TEXT NOT NULL CHECK (sole_norm IN ('iso5355', 'iso9523', 'gripwalk')),
  PRIMARY KEY (model_id, sole_norm)
);

-- Per variant: a boot's sole length by its size (the binding is set to it and
-- ISO 11088 reads it), and a binding's brake width where the model is sold in
-- several (a variant's value wins over the model's).
CREATE TABLE ski_gear_variant_specs (
  variant_id INTEGER PRIMARY KEY REFERENCES variants(id) ON DELETE CASCADE,
  sole_length_mm INTEGER CHECK (sole_length_mm BETWEEN 150 AND 400),
  brake_width_mm INTEGER CHECK (brake_width_mm BETWEEN 40 AND 200)
);
