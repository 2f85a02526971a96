import ldap
from ldap.filter import filter_format
from pyramid.view import view_config


@view_config(route_name="phone_book", renderer="json", request_method="GET")
def phone_book(request):
    surname = request.params.get("surname", "")
    office = request.params.get("office")
    if office:
        template = "(&(objectClass=person)(sn=%s)(physicalDeliveryOfficeName=%s))"
        search_filter = filter_format(template, [surname, office])
    else:
        search_filter = filter_format("(&(objectClass=person)(sn=%s))", [surname])
    conn = ldap.initialize(request.registry.settings["ldap.uri"])
    conn.simple_bind_s()
    entries = conn.search_s("ou=staff,o=example", ldap.SCOPE_ONELEVEL, search_filter, ["cn", "telephoneNumber"])
    return [
        {
            "name": attrs["cn"][0].decode(),
            "phone": attrs.get("telephoneNumber", [b""])[0].decode(),
        }
        for _dn, attrs in entries
    ]
