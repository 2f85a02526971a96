from flask import Flask, jsonify, request
from ldap3 import ALL, SUBTREE, Connection, Server

app = Flask(__name__)
server = Server("ldap://ldap.internal", get_info=ALL)
BASE_DN = "ou=people,dc=example,dc=com"


def search_filter(criteria):
    terms = "".join("({}={})".format(attr, value) for attr, value in criteria.items())
    return "(&(objectClass=person){})".format(terms)


@app.route("/directory")
def directory():
    criteria = {}
    if request.args.get("name"):
        criteria["cn"] = request.args["name"] + "*"
    if request.args.get("dept"):
        criteria["departmentNumber"] = request.args["dept"]
    conn = Connection(server, auto_bind=True)
    conn.search(BASE_DN, search_filter(criteria), SUBTREE, attributes=["cn", "mail"])
    return jsonify([{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries])
