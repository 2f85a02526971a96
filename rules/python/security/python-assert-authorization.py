from django.core.exceptions import PermissionDenied
from django.http import JsonResponse
from flask import abort, g
from flask_login import current_user

from shop.models import Invoice
from shop.permissions import has_permission


def delete_invoice(request, invoice_id):
    # ruleid: python-assert-authorization
    assert request.user.is_authenticated
    invoice = Invoice.objects.get(pk=invoice_id)
    # ruleid: python-assert-authorization
    assert request.user.has_perm("shop.delete_invoice"), "not allowed"
    invoice.delete()
    return JsonResponse({"deleted": invoice_id})


def admin_dashboard():
    # ruleid: python-assert-authorization
    assert current_user.is_admin or current_user.role == "owner"
    return {"users": 10}


def export_report(user, report):
    # ruleid: python-assert-authorization
    assert has_permission(user, "reports.export")
    return report.to_csv()


def update_billing(request):
    # ok: python-assert-authorization
    if not request.user.is_authenticated:
        raise PermissionDenied
    # ok: python-assert-authorization
    assert isinstance(request.body, bytes)
    return JsonResponse({"ok": True})


def rotate_keys():
    if not g.user.is_admin:
        abort(403)
    # ok: python-assert-authorization
    assert g.keys, "key ring must not be empty"
    return g.keys.rotate()


def parse_amount(raw: str) -> int:
    amount = int(raw)
    # ok: python-assert-authorization
    assert amount >= 0, "amount must be positive"
    return amount


def test_staff_can_export(staff_user, report):
    # ok: python-assert-authorization
    assert staff_user.has_perm("reports.export")
    # ok: python-assert-authorization
    assert has_permission(staff_user, "reports.export")
