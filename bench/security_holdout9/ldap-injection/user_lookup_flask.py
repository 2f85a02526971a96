from flask import Flask, jsonify, request
from ldap3 import ALL, Connection, Server

app = Flask(__name__)
server = Server("ldap://ldap.corp.example", get_info=ALL)
BASE_DN = "ou=people,dc=corp,dc=example"


@app.route("/directory/user")
def user_lookup():
    username = request.args.get("uid", "")
    dept = request.args.get("dept")
    search_filter = f"(uid={username})"
    if dept:
        search_filter = f"(&{search_filter}(departmentNumber={dept}))"
    conn = Connection(server, auto_bind=True)
    conn.search(BASE_DN, search_filter, attributes=["cn", "mail", "title"])
    return jsonify([e.entry_attributes_as_dict for e in conn.entries])
