from bottle import Bottle, abort, request
from lxml import etree

app = Bottle()
HR_FILE = "/srv/hr/employees.xml"


@app.get("/hr/salary")
def salary_lookup():
    emp_id = request.query.get("id", "")
    tree = etree.parse(HR_FILE)
    values = tree.xpath("//employee[@id='" + emp_id + "']/salary/text()")
    if not values:
        abort(404, "unknown employee")
    return {"id": emp_id, "salary": str(values[0])}


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8080)
