import json
from dataclasses import asdict, dataclass

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from .models import Invoice, Tenant


@dataclass
class TenantContext:
    slug: str
    plan: str = "standard"
    source: str = "query"


def _current_tenant(request: HttpRequest) -> Tenant | None:
    slug = request.session.get("tenant", {}).get("slug")
    return Tenant.objects.filter(slug=slug).first() if slug else None


@login_required
@require_GET
def home(request: HttpRequest) -> HttpResponse:
    tenant = _current_tenant(request)
    return render(request, "portal/home.html", {"tenant": tenant})


@login_required
@require_GET
def select_tenant(request: HttpRequest) -> HttpResponse:
    slug = request.GET.get("tenant", "").strip().lower()
    if not slug:
        return redirect("portal:home")
    ctx = TenantContext(slug=slug, plan=request.GET.get("plan", "standard"))
    request.session["tenant"] = asdict(ctx)
    return redirect("portal:invoices")


@login_required
@require_GET
def invoices(request: HttpRequest) -> HttpResponse:
    tenant = _current_tenant(request)
    if tenant is None:
        return redirect("portal:home")
    rows = Invoice.objects.filter(tenant=tenant).order_by("-issued_at")[:50]
    data = [{"number": inv.number, "total": str(inv.total), "paid": inv.paid} for inv in rows]
    return JsonResponse({"tenant": tenant.slug, "invoices": data})


@login_required
@require_POST
def update_notes(request: HttpRequest) -> HttpResponse:
    tenant = _current_tenant(request)
    if tenant is None:
        return JsonResponse({"error": "no tenant selected"}, status=400)
    body = json.loads(request.body or b"{}")
    tenant.notes = str(body.get("notes", ""))[:500]
    tenant.save(update_fields=["notes"])
    return JsonResponse({"ok": True})
