import os

from flask import Blueprint, jsonify, request
from flask.views import MethodView
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

people_bp = Blueprint("people", __name__)


class Directory:
    base_dn = "ou=people,dc=example,dc=com"

    def __init__(self):
        self.conn = Connection(Server("ldap://ldap.internal"), "cn=reader,dc=example,dc=com",
                               os.environ["LDAP_READER_PASSWORD"], auto_bind=True)

    def find_user(self, uid):
        query = f"(&(objectClass=inetOrgPerson)(uid={escape_filter_chars(uid)}))"
        self.conn.search(self.base_dn, query, attributes=["cn", "mail"])
        return [e.entry_attributes_as_dict for e in self.conn.entries]


class PersonView(MethodView):
    def get(self):
        return jsonify(Directory().find_user(request.args.get("uid", "")))


people_bp.add_url_rule("/people", view_func=PersonView.as_view("person"))
