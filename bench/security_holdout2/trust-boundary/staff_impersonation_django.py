from django.contrib.admin.views.decorators import staff_member_required
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect
from django.views.decorators.http import require_POST

from audit.models import AuditEntry

User = get_user_model()


@staff_member_required
@require_POST
def start_impersonation(request, user_id):
    if not request.user.has_perm("accounts.impersonate_user"):
        raise PermissionDenied
    target = get_object_or_404(
        User, pk=int(user_id), is_active=True, is_superuser=False, is_staff=False
    )
    AuditEntry.objects.create(
        actor=request.user, action="impersonate.start", target_id=target.pk
    )
    request.session["acting_user_id"] = target.pk
    return redirect("accounts:overview")


@require_POST
def stop_impersonation(request):
    request.session.pop("acting_user_id", None)
    return redirect("staff:home")
