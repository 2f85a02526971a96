from django.contrib.auth.hashers import check_password
from django.http import JsonResponse
from django.shortcuts import render
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.http import require_POST

from .models import Invoice, Member


def _current_member(request):
    name = request.session.get("member_name")
    if not name:
        return None
    return Member.objects.filter(username=name, is_active=True).first()


@csrf_protect
def login_page(request):
    return render(request, "members/login.html")


@require_POST
@csrf_protect
def sign_in(request):
    username = request.POST.get("username", "").strip()
    password = request.POST.get("password", "")
    if not username or not password:
        return JsonResponse({"ok": False, "error": "missing credentials"}, status=400)

    request.session["member_name"] = username
    member = Member.objects.filter(username=username, is_active=True).first()
    if member is None or not check_password(password, member.password_hash):
        return JsonResponse({"ok": False, "error": "invalid credentials"}, status=401)

    request.session.cycle_key()
    return JsonResponse({"ok": True, "display_name": member.display_name})


def invoices(request):
    member = _current_member(request)
    if member is None:
        return JsonResponse({"error": "not signed in"}, status=401)
    rows = Invoice.objects.filter(member=member).order_by("-issued_on")[:50]
    return JsonResponse(
        {
            "member": member.display_name,
            "invoices": [
                {"number": inv.number, "total": str(inv.total), "issued_on": inv.issued_on.isoformat()}
                for inv in rows
            ],
        }
    )


@require_POST
def sign_out(request):
    request.session.flush()
    return JsonResponse({"ok": True})
