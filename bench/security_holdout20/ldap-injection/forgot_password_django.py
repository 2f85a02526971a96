import json

import ldap
from django.conf import settings
from django.core.validators import validate_email
from django.core.exceptions import ValidationError
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST
from ldap.filter import filter_format

from accounts.tasks import send_reset_email


@require_POST
def forgot_password(request):
    try:
        payload = json.loads(request.body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return HttpResponseBadRequest("invalid body")
    email = str(payload.get("email", "")).strip()
    try:
        validate_email(email)
    except ValidationError:
        return HttpResponseBadRequest("invalid email")
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    query = filter_format("(&(objectClass=person)(!(nsAccountLock=TRUE))(mail=%s))", [email])
    try:
        results = conn.search_s(settings.LDAP_USER_BASE, ldap.SCOPE_SUBTREE, query, ["uid", "mail"])
    finally:
        conn.unbind_s()
    for dn, attrs in results:
        send_reset_email.delay(dn, attrs["mail"][0].decode())
    return JsonResponse({"status": "sent"})
