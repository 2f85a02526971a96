"""The pure core: no I/O, no clock, no environment. Data in, data out."""
