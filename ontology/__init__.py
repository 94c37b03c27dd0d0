"""The project's RDF vocabulary (``ontology/scholarkg.ttl``) and SHACL shapes arrive with the RDF graph issue."""
