from flask import Flask, request, jsonify
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("postgresql://app@localhost/hr")


def name_pattern(raw):
    cleaned = raw.strip()
    return f"%{cleaned}%"


@app.get("/employees")
def employees():
    term = request.args.get("q", "")
    dept = request.args.get("dept")
    stmt = "SELECT id, full_name FROM employees WHERE full_name ILIKE :pattern"
    binds = {"pattern": name_pattern(term)}
    if dept:
        stmt += " AND department = :dept"
        binds["dept"] = dept
    with engine.connect() as conn:
        result = conn.execute(text(stmt), binds)
        return jsonify([dict(row._mapping) for row in result])
