from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from lxml import etree

USERS_FILE = "/etc/app/users.xml"


@csrf_exempt
@require_POST
def xml_login(request):
    username = request.POST.get("username", "")
    password = request.POST.get("password", "")
    tree = etree.parse(USERS_FILE)
    query = (
        "/users/user[name/text()='%s' and password/text()='%s']/role/text()"
        % (username, password)
    )
    roles = tree.xpath(query)
    if not roles:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    return JsonResponse({"username": username, "role": str(roles[0])})
