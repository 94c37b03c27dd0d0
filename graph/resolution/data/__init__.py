"""Data tables of the resolution stage (surname readings, venues, institutions), read with importlib.resources."""
