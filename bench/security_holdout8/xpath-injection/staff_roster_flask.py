from functools import lru_cache

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
ROSTER_FILE = "data/roster.xml"


@lru_cache(maxsize=1)
def load_roster():
    return etree.parse(ROSTER_FILE)


@app.route("/roster")
def roster_by_department():
    department = request.args.get("dept", "sales")
    location = request.args.get("location")
    predicate = "department='" + department + "'"
    if location:
        predicate += " and location='" + location + "'"
    names = load_roster().xpath("//employee[" + predicate + "]/name/text()")
    return jsonify({"department": department, "employees": [str(n) for n in names]})
