from flask import Flask, jsonify, request
from ldap3 import ALL, Connection, Server

app = Flask(__name__)
server = Server("ldap://ldap.corp.local", get_info=ALL)


@app.route("/directory/user")
def user_lookup():
    param = request.args.get("uid", "")
    attrs = ["cn", "mail"] if request.args.get("full") is None else ["cn", "mail", "telephoneNumber"]
    search_filter = "(&(objectClass=person)(uid=" + param + "))"
    conn = Connection(server, "cn=reader,dc=corp,dc=local", "reader-pass", auto_bind=True)
    conn.search("ou=people,dc=corp,dc=local", search_filter, attributes=attrs)
    results = [e.entry_attributes_as_dict for e in conn.entries]
    conn.unbind()
    return jsonify(results)
