import re

import ldap
from django.conf import settings
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

ADDRESS_RE = re.compile(r"[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}")


class ForwardDirectory:
    def __init__(self, uri=None):
        self.conn = ldap.initialize(uri or settings.LDAP_URI)
        self.conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)

    def owner_of(self, address):
        if not ADDRESS_RE.fullmatch(address):
            raise ValidationError({"address": "not a valid e-mail address"})
        flt = "(&(objectClass=mailForward)(mailForwardingAddress={0}))".format(address)
        return self.conn.search_s(settings.LDAP_MAIL_BASE, ldap.SCOPE_SUBTREE, flt, ["uid"])


class ForwardOwnerView(APIView):
    def get(self, request):
        address = request.query_params.get("address", "")
        hits = ForwardDirectory().owner_of(address)
        return Response({"address": address, "owners": [attrs["uid"][0].decode() for _dn, attrs in hits]})
