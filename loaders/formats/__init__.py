"""One module per input format, each turning a file into lines with provenance and marks (or, for structured
bibliographic formats, straight into records)."""
