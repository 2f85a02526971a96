from flask import Flask, current_app, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
app.config.update(LDAP_URL="ldaps://ldap.corp.example", LDAP_BASE="ou=people,dc=corp,dc=example")


def ldap_connection():
    server = Server(current_app.config["LDAP_URL"])
    return Connection(server, auto_bind=True)


@app.route("/directory/profile")
def profile():
    username = request.args.get("username", "")
    search_filter = "(&(objectClass=inetOrgPerson)(uid=%s))" % escape_filter_chars(username)
    conn = ldap_connection()
    conn.search(current_app.config["LDAP_BASE"], search_filter, attributes=["cn", "mail", "title", "manager"])
    if not conn.entries:
        return jsonify({"error": "not found"}), 404
    return jsonify(conn.entries[0].entry_attributes_as_dict)
