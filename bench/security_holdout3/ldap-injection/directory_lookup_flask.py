from flask import Flask, jsonify, request
from ldap3 import ALL, Connection, Server

app = Flask(__name__)
app.config.from_object("settings.DirectoryConfig")

BASE_DN = "ou=people,dc=example,dc=com"
ATTRS = ["cn", "mail", "telephoneNumber", "title"]


def directory_connection():
    server = Server(app.config["LDAP_URL"], get_info=ALL)
    return Connection(
        server,
        user=app.config["LDAP_BIND_DN"],
        password=app.config["LDAP_BIND_PASSWORD"],
        auto_bind=True,
    )


@app.route("/api/directory/<username>")
def lookup_user(username):
    conn = directory_connection()
    try:
        conn.search(BASE_DN, f"(&(objectClass=inetOrgPerson)(uid={username}))", attributes=ATTRS)
        entries = [e.entry_attributes_as_dict for e in conn.entries]
    finally:
        conn.unbind()
    if not entries:
        return jsonify({"error": "not found"}), 404
    return jsonify(entries[0])
