from flask import Flask, request, jsonify
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
BASE = "ou=staff,dc=example,dc=org"


def staff_filter(department, surname):
    return "(&(ou={})(sn={}*))".format(escape_filter_chars(department), escape_filter_chars(surname))


@app.route("/staff")
def staff():
    dept = request.args.get("dept", "")
    surname = request.args.get("sn", "")
    conn = Connection(Server("ldap://ldap.example.org"), auto_bind=True)
    conn.search(BASE, staff_filter(dept, surname), attributes=["cn", "telephoneNumber"])
    return jsonify([e.entry_to_json() for e in conn.entries])
