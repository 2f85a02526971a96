from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
TREE = etree.parse("data/employees.xml")


def build_query(dept, name):
    return "//employee[@dept='%s' and name='%s']/email/text()" % (dept, name)


@app.route("/employees/email")
def employee_email():
    param = request.args.get("name", "")
    dept = request.args.get("dept")
    dept = "sales" if dept is None else "engineering"
    query = build_query(dept, param)
    emails = TREE.xpath(query)
    return jsonify([str(e) for e in emails])
