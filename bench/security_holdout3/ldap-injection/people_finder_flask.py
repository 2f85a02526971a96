from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
app.config.from_object("settings.DirectoryConfig")

PEOPLE_BASE = "ou=people,dc=example,dc=com"


def open_directory():
    return Connection(
        Server(app.config["LDAP_URL"]),
        user=app.config["LDAP_BIND_DN"],
        password=app.config["LDAP_BIND_PASSWORD"],
        auto_bind=True,
    )


@app.route("/api/people")
def find_person():
    uid = request.args.get("uid", "")
    if not uid:
        return jsonify({"error": "uid required"}), 400
    uid_value = escape_filter_chars(uid)
    conn = open_directory()
    try:
        conn.search(PEOPLE_BASE, f"(&(objectClass=inetOrgPerson)(uid={uid_value}))", attributes=["cn", "mail"])
        found = [e.entry_attributes_as_dict for e in conn.entries]
    finally:
        conn.unbind()
    return jsonify(found[0] if found else {}), (200 if found else 404)
