import ldap
from django.conf import settings
from rest_framework.response import Response
from rest_framework.views import APIView


class AliasDirectory:
    def __init__(self, uri=None):
        self.conn = ldap.initialize(uri or settings.LDAP_URI)
        self.conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)

    def owner_of(self, alias):
        flt = "(&(objectClass=mailAlias)(mailAlternateAddress={0}))".format(alias)
        return self.conn.search_s(settings.LDAP_MAIL_BASE, ldap.SCOPE_SUBTREE, flt, ["uid"])


class AliasOwnerView(APIView):
    def get(self, request):
        alias = request.query_params.get("alias", "")
        hits = AliasDirectory().owner_of(alias)
        return Response({"alias": alias, "owners": [attrs["uid"][0].decode() for _dn, attrs in hits]})
