from flask import Flask, request, jsonify
from lxml import etree

app = Flask(__name__)
DOC = etree.parse("/srv/app/data/staff.xml")


@app.route("/staff/lookup")
def staff_lookup():
    dept = request.args.get("dept", "")
    name = request.args.get("name", "")
    nodes = DOC.xpath("//employee[department=$dept and name=$name]", dept=dept, name=name)
    return jsonify([{"id": n.get("id"), "email": n.findtext("email")} for n in nodes])
