import hashlib

from django.db import models


class MemberManager(models.Manager):
    def create_member(self, email, password, display_name=""):
        member = self.model(email=email.lower(), display_name=display_name)
        member.set_password(password)
        member.save(using=self._db)
        return member


class Member(models.Model):
    email = models.EmailField(unique=True)
    display_name = models.CharField(max_length=80, blank=True)
    password_digest = models.CharField(max_length=40)
    joined = models.DateTimeField(auto_now_add=True)

    objects = MemberManager()

    def set_password(self, raw_password):
        self.password_digest = hashlib.sha1(raw_password.encode("utf-8")).hexdigest()

    def check_password(self, raw_password):
        return hashlib.sha1(raw_password.encode("utf-8")).hexdigest() == self.password_digest
