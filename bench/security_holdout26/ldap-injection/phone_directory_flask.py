from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
server = Server("ldap://ldap.corp.example")


@app.route("/phones", methods=["GET"])
def phone_directory():
    surname = request.args.get("sn", "")
    bar = escape_filter_chars(surname)
    conn = Connection(server, auto_bind=True)
    conn.search("ou=people,dc=corp,dc=example", f"(sn={bar})", attributes=["telephoneNumber"])
    return jsonify([str(e.telephoneNumber) for e in conn.entries])
