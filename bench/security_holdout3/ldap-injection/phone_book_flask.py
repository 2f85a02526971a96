import ldap
from flask import Blueprint, current_app, render_template, request

phonebook = Blueprint("phonebook", __name__)


def search_directory(criteria):
    clauses = ["(objectClass=person)"]
    for attr, value in criteria.items():
        if value:
            clauses.append("(" + attr + "=" + value + ")")
    return "(&" + "".join(clauses) + ")"


@phonebook.route("/phonebook")
def phone_book():
    criteria = {
        "sn": request.args.get("last_name", ""),
        "givenName": request.args.get("first_name", ""),
        "l": request.args.get("office", ""),
    }
    ldap_filter = search_directory(criteria)
    conn = ldap.initialize(current_app.config["LDAP_URI"])
    conn.simple_bind_s(current_app.config["LDAP_BIND_DN"], current_app.config["LDAP_BIND_PW"])
    rows = conn.search_s("dc=example,dc=org", ldap.SCOPE_SUBTREE, ldap_filter, ["cn", "telephoneNumber", "l"])
    conn.unbind_s()
    return render_template("phonebook.html", rows=rows)
