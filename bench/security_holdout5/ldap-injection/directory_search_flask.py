from flask import Flask, jsonify, request
from ldap3 import ALL, SUBTREE, Connection, Server

app = Flask(__name__)
app.config.from_object("settings.DirectoryConfig")

ATTRIBUTES = ["cn", "mail", "telephoneNumber", "title"]


def directory_connection():
    server = Server(app.config["LDAP_URL"], get_info=ALL)
    return Connection(
        server,
        user=app.config["LDAP_BIND_DN"],
        password=app.config["LDAP_BIND_PASSWORD"],
        auto_bind=True,
    )


def build_filter(name, department):
    clauses = [f"(cn=*{name}*)"]
    if department:
        clauses.append(f"(departmentNumber={department})")
    return "(&(objectClass=inetOrgPerson)" + "".join(clauses) + ")"


@app.get("/directory/search")
def directory_search():
    search_filter = build_filter(request.args.get("name", ""), request.args.get("dept"))
    conn = directory_connection()
    conn.search(
        app.config["LDAP_PEOPLE_BASE"],
        search_filter,
        search_scope=SUBTREE,
        attributes=ATTRIBUTES,
        size_limit=50,
    )
    people = [entry.entry_attributes_as_dict for entry in conn.entries]
    conn.unbind()
    return jsonify(people)
