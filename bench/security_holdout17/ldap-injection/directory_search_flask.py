from flask import Flask, jsonify, request
from ldap3 import ALL, SUBTREE, Connection, Server

app = Flask(__name__)
app.config.from_mapping(LDAP_URL="ldaps://ldap.corp.example", LDAP_BASE="ou=people,dc=corp,dc=example")


@app.get("/directory/search")
def directory_search():
    surname = request.args.get("sn", "")
    server = Server(app.config["LDAP_URL"], get_info=ALL)
    with Connection(server, auto_bind=True) as conn:
        search_filter = f"(&(objectClass=inetOrgPerson)(sn={surname}*))"
        conn.search(app.config["LDAP_BASE"], search_filter, search_scope=SUBTREE, attributes=["cn", "mail"])
        results = [e.entry_attributes_as_dict for e in conn.entries]
    return jsonify(results)
