"""Storage: SQLAlchemy 2.0 models, engines, migrations and queries."""
