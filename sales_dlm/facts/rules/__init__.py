"""One module per finding family; each exposes `run(scan)` and is run by `facts.check`."""
