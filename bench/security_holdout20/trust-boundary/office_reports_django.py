import ipaddress

from django.contrib.auth import authenticate, login
from django.http import HttpResponseForbidden, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_http_methods

from reports.models import Report

OFFICE_NETWORKS = [ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("192.168.0.0/16")]


@require_http_methods(["GET", "POST"])
def sign_in(request):
    if request.method == "GET":
        return render(request, "accounts/sign_in.html")
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return render(request, "accounts/sign_in.html", {"error": True}, status=401)
    login(request, user)
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    client_ip = forwarded.split(",")[0].strip() or request.META["REMOTE_ADDR"]
    request.session["client_ip"] = client_ip
    return redirect("dashboard")


def office_report(request, report_id):
    try:
        ip = ipaddress.ip_address(request.session.get("client_ip", "0.0.0.0"))
    except ValueError:
        return HttpResponseForbidden()
    if not any(ip in net for net in OFFICE_NETWORKS):
        return HttpResponseForbidden("Reports are only available from the office network")
    report = get_object_or_404(Report, pk=report_id)
    return JsonResponse(report.as_dict())
