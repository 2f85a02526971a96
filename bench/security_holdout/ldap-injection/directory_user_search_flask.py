from flask import Flask, current_app, jsonify, request
from ldap3 import Connection, Server

app = Flask(__name__)
app.config.update(LDAP_URL="ldaps://ldap.corp.example", LDAP_BASE="ou=people,dc=corp,dc=example")


def ldap_connection():
    server = Server(current_app.config["LDAP_URL"])
    return Connection(server, auto_bind=True)


@app.route("/directory/users")
def search_users():
    username = request.args.get("username", "")
    conn = ldap_connection()
    conn.search(
        current_app.config["LDAP_BASE"],
        f"(&(objectClass=inetOrgPerson)(uid={username}))",
        attributes=["cn", "mail", "title"],
    )
    return jsonify([e.entry_attributes_as_dict for e in conn.entries])
