package com.example.crypto;

import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

public class TokenCipher {
    public byte[] legacy(SecretKey key, byte[] data) throws GeneralSecurityException {
        // ruleid: java-weak-cipher
        Cipher c = Cipher.getInstance("DES/CBC/PKCS5Padding");
        c.init(Cipher.ENCRYPT_MODE, key);
        return c.doFinal(data);
    }

    public byte[] ecb(SecretKey key, byte[] data) throws GeneralSecurityException {
        // ruleid: java-weak-cipher
        Cipher c = Cipher.getInstance("AES/ECB/PKCS5Padding");
        c.init(Cipher.ENCRYPT_MODE, key);
        return c.doFinal(data);
    }

    public Cipher defaultMode() throws GeneralSecurityException {
        // ruleid: java-weak-cipher
        return Cipher.getInstance("AES");
    }

    public byte[] gcm(SecretKey key, byte[] iv, byte[] data) throws GeneralSecurityException {
        // ok: java-weak-cipher
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        return c.doFinal(data);
    }

    public Cipher chacha() throws GeneralSecurityException {
        // ok: java-weak-cipher
        return Cipher.getInstance("ChaCha20-Poly1305");
    }

    public Cipher rsa() throws GeneralSecurityException {
        // ok: java-weak-cipher
        return Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
    }
}
