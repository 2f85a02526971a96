from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
STAFF_XML = "data/staff.xml"


@app.route("/staff")
def staff():
    dept = request.args.get("dept", "")
    name = request.args.get("name", "")
    if not dept:
        return jsonify(error="dept is required"), 400
    doc = etree.parse(STAFF_XML)
    nodes = doc.xpath("//employee[department=$dept and contains(name, $name)]", dept=dept, name=name)
    people = [
        {"name": n.findtext("name"), "email": n.findtext("email"), "phone": n.findtext("phone")}
        for n in nodes
    ]
    return jsonify(department=dept, people=people)
