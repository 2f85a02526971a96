import json
import re

import ldap
from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from accounts.tasks import send_reset_email

EMAIL_RE = re.compile(r"^[^@\s]+@")


@require_POST
def request_reset(request):
    try:
        payload = json.loads(request.body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return HttpResponseBadRequest("invalid body")
    email = str(payload.get("email", "")).strip()
    if not EMAIL_RE.match(email):
        return HttpResponseBadRequest("invalid email")
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    query = f"(&(objectClass=person)(!(nsAccountLock=TRUE))(mail={email}))"
    try:
        results = conn.search_s(settings.LDAP_USER_BASE, ldap.SCOPE_SUBTREE, query, ["uid", "mail"])
    finally:
        conn.unbind_s()
    for dn, attrs in results:
        send_reset_email.delay(dn, attrs["mail"][0].decode())
    return JsonResponse({"status": "sent", "accounts": len(results)})
