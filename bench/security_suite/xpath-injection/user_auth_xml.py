from django.http import JsonResponse
from lxml import etree

USERS_FILE = "/etc/app/users.xml"


def check_credentials(tree, name, password):
    expr = "//user[name/text()='" + name + "' and password/text()='" + password + "']"
    return len(tree.xpath(expr)) > 0


def xml_login(request):
    tree = etree.parse(USERS_FILE)
    ok = check_credentials(tree, request.POST["name"], request.POST["password"])
    return JsonResponse({"ok": ok})
