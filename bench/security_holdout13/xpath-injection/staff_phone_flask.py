from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
TREE = etree.parse("data/employees.xml")


def build_query():
    return "//employee[@dept=$dept and name=$name]/phone/text()"


@app.route("/employees/phone")
def employee_phone():
    param = request.args.get("name", "")
    dept = request.args.get("dept")
    dept = "sales" if dept is None else "engineering"
    query = build_query()
    phones = TREE.xpath(query, dept=dept, name=param)
    return jsonify([str(p) for p in phones])
