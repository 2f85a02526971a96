import os

import ldap
from ldap.filter import filter_format
from pyramid.config import Configurator
from pyramid.view import view_config


class MembershipQuery:
    def __init__(self, uid, group):
        self.uid = uid
        self.group = group


@view_config(route_name="member_check", renderer="json")
def member_check(request):
    query = MembershipQuery(request.matchdict["uid"], request.params.get("group", "staff"))
    search_filter = filter_format("(&(cn=%s)(memberUid=%s))", [query.group, query.uid])
    conn = ldap.initialize(os.environ["LDAP_URL"])
    conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    found = conn.search_s("ou=groups,dc=example,dc=org", ldap.SCOPE_ONELEVEL, search_filter, ["cn"])
    return {"member": bool(found)}


def make_app():
    with Configurator() as config:
        config.add_route("member_check", "/groups/members/{uid}")
        config.scan()
        return config.make_wsgi_app()
