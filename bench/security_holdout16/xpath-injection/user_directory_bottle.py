from bottle import Bottle, abort, request
from lxml import etree

app = Bottle()
TREE = etree.parse("/etc/app/users.xml")
FIELDS = {"email", "team", "location"}


@app.get("/users/by/<field>")
def users_by(field):
    if field not in FIELDS:
        abort(404, "unknown field")
    value = request.query.getunicode("value", default="").strip()
    params = (field, value)
    query = "//user[not(@disabled) and %s='%s']/login/text()" % params
    logins = TREE.xpath(query)
    return {"field": field, "logins": [str(x) for x in logins]}
