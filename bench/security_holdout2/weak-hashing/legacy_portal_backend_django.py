import hashlib

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import BaseBackend


class LegacyPortalBackend(BaseBackend):
    """Authenticates accounts imported from the old customer portal."""

    def authenticate(self, request, username=None, password=None):
        User = get_user_model()
        try:
            user = User.objects.get(username=username, is_active=True)
        except User.DoesNotExist:
            return None
        digest = hashlib.sha1((user.profile.legacy_salt + password).encode("utf-8")).hexdigest()
        if digest == user.profile.legacy_password:
            return user
        return None

    def get_user(self, user_id):
        User = get_user_model()
        try:
            return User.objects.get(pk=user_id)
        except User.DoesNotExist:
            return None
