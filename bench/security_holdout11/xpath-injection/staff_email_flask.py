from flask import Flask, abort, request
from lxml import etree

app = Flask(__name__)
STAFF = etree.parse("staff.xml")
FIND_EMPLOYEE = etree.XPath("//employee[@id=$emp_id]/email/text()")


@app.route("/staff/email")
def staff_email():
    emp_id = request.args.get("id", "")
    result = FIND_EMPLOYEE(STAFF, emp_id=emp_id)
    if not result:
        abort(404)
    return {"email": str(result[0])}
