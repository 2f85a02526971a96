from flask import Flask, jsonify, request
from ldap3 import ALL, Connection, Server

app = Flask(__name__)
server = Server("ldaps://ldap.corp.example.com", get_info=ALL)
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"


@app.get("/directory/user")
def find_user():
    username = request.args.get("uid", "")
    department = request.args.get("dept")
    parts = [f"(uid={username})", "(objectClass=inetOrgPerson)"]
    if department:
        parts.append(f"(departmentNumber={department})")
    search_filter = "(&" + "".join(parts) + ")"
    conn = Connection(server, "cn=reader,dc=corp,dc=example,dc=com", "reader-pass", auto_bind=True)
    conn.search(BASE_DN, search_filter, attributes=["cn", "mail", "telephoneNumber"])
    results = [e.entry_attributes_as_dict for e in conn.entries]
    conn.unbind()
    return jsonify(results)
