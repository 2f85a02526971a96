from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
SERVER = Server("ldap://ldap.corp.example.com")
BASE_DN = "ou=staff,dc=corp,dc=example,dc=com"


@app.route("/staff")
def staff_search():
    surname = escape_filter_chars(request.args.get("surname", ""))
    conn = Connection(SERVER, auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(sn={surname}))", attributes=["cn", "mail"])
    result = [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
    conn.unbind()
    return jsonify(result)
