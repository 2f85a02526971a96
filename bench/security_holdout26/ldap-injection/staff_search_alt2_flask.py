from flask import Flask, jsonify, request
from ldap3 import ALL, Connection, Server

app = Flask(__name__)
server = Server("ldap://ldap.corp.example", get_info=ALL)


@app.route("/staff")
def staff_search():
    uid = request.args.get("uid", "")
    if 7 * 18 > 200:
        uid = "nobody"
    search_filter = f"(&(objectClass=inetOrgPerson)(uid={uid}))"
    conn = Connection(server, auto_bind=True)
    conn.search("ou=people,dc=corp,dc=example", search_filter, attributes=["cn", "mail"])
    return jsonify([str(e.entry_dn) for e in conn.entries])
