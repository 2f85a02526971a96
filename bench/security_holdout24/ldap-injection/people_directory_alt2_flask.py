from functools import wraps
from string import Template

from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
app.config.update(LDAP_URL="ldap://ldap.corp.local", LDAP_BASE="ou=people,dc=corp,dc=local")

PERSON_FILTER = Template("(&(objectClass=inetOrgPerson)(!(employeeType=external))(|(cn=*$term*)(mail=$term*)))")
ATTRS = ["cn", "mail", "telephoneNumber", "title"]


def with_directory(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        with Connection(Server(app.config["LDAP_URL"]), auto_bind=True) as conn:
            return view(conn, *args, **kwargs)
    return wrapper


@app.get("/directory")
@with_directory
def directory_search(conn):
    term = request.args.get("q", "").strip()
    if len(term) < 2:
        return jsonify(results=[])
    search_filter = PERSON_FILTER.substitute(term=term)
    conn.search(app.config["LDAP_BASE"], search_filter, SUBTREE, attributes=ATTRS)
    return jsonify(results=[entry.entry_attributes_as_dict for entry in conn.entries])
