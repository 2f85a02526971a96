from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
SERVER = Server("ldaps://ldap.example.com")
PEOPLE = "ou=people,dc=example,dc=com"


@app.route("/signup/check-email")
def email_taken():
    email = request.args.get("email", "").strip()
    if not email:
        return jsonify(error="email required"), 400
    search_filter = "(&(objectClass=inetOrgPerson)(mail={}))".format(escape_filter_chars(email))
    with Connection(SERVER, auto_bind=True) as conn:
        conn.search(PEOPLE, search_filter, attributes=["uid"], size_limit=1)
        taken = len(conn.entries) > 0
    return jsonify(taken=taken)
