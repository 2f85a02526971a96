import bcrypt
from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

USERS_DOC = etree.parse(str(settings.BASE_DIR / "config" / "operators.xml"))


@require_POST
def operator_login(request):
    username = request.POST.get("username", "")
    password = request.POST.get("password", "").encode()
    query = "/operators/operator[login/text()='" + username + "' and @enabled='true']"
    matches = USERS_DOC.getroot().xpath(query)
    if not matches or not bcrypt.checkpw(password, matches[0].findtext("pwhash", "").encode()):
        return JsonResponse({"error": "invalid"}, status=401)
    return JsonResponse({"operator": matches[0].findtext("login"), "role": matches[0].get("role")})
